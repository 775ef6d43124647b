/**
 * The box's disclosure export (issue 63): its odds, every version with its dates (CSV or JSON), and
 * the draw records of the range chosen above (at most 90 days, the server says so otherwise). The
 * server writes the file (POST exportBoxOdds, logged); the browser saves it.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardRange } from '../../../domain/dateRange';
import { DRAWS_MAX_DAYS } from '../../../domain/disclosure';
import type { DisclosureExportReply, DisclosureFormat, DisclosurePart } from '../../../domain/types/rtp';
import { useShopAction } from '../../../layout/useShopAction';

/** Saves the server's text under its file name. */
function save(reply: DisclosureExportReply): void {
  const url = URL.createObjectURL(new Blob([reply.content], { type: reply.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = reply.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface Choice {
  part: DisclosurePart;
  format: DisclosureFormat;
  label: string;
}

const CHOICES: readonly Choice[] = [
  { part: 'odds', format: 'csv', label: 'rtp.disclosure.exportOdds' },
  { part: 'odds', format: 'json', label: 'rtp.disclosure.exportOddsJson' },
  { part: 'draws', format: 'csv', label: 'rtp.disclosure.exportDraws' },
  { part: 'draws', format: 'json', label: 'rtp.disclosure.exportDrawsJson' },
];

export function DisclosureButtons({ id, range }: { id: string; range: DashboardRange }) {
  const translate = useTranslate();
  const exporting = useShopAction<Choice, DisclosureExportReply>({
    call: (provider, choice: Choice) => provider.exportBoxOdds(id, choice.part, choice.format, range),
    invalidates: [],
    success: () => 'rtp.disclosure.exported',
    successArgs: (reply) => ({ fileName: reply.fileName }),
    onSuccess: save,
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('rtp.disclosure.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('rtp.disclosure.drawsHint', { days: DRAWS_MAX_DAYS })}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {CHOICES.map((choice) => (
            <Button
              key={choice.label}
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={exporting.isPending}
              onClick={() => exporting.run(choice)}
            >
              {translate(choice.label)}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
