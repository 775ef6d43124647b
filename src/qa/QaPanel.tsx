/**
 * The QA panel (QA mode only): a button in the corner that opens a drawer to choose the shop the
 * fake starts with (demo, empty, large, or a JSON file), save the running shop as JSON, restart it,
 * and make calls slow or failing (500, 401, 403, or a delay), so loading states, error toasts and
 * the 401 sign-out can be tried by hand. Outside the admin's React tree, so it is there on the
 * login page too; it speaks the admin's language (react-admin's stored locale).
 */
import { useState, useSyncExternalStore, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { API_PREFIX } from '../../server/route';
import { SERVER_ROUTES } from '../dataProvider/fake';
import { callName, KNOB_FAILURES, type Knob, type KnobFailure } from '../dataProvider/fake/knobs';
import { LARGE_SHOP_USERS, parseSnapshot, SCENARIOS, snapshotOf, type ScenarioName } from '../dataProvider/fake/scenarios';
import { interpolate } from '../i18n/interpolate';
import { runningBackend } from './install';
import { qaTexts, type QaTexts } from './texts';
import { chooseScenario, currentKnobs, setKnobs, storedSnapshot, subscribeKnobs } from './settings';

const CALLS = [...new Set(SERVER_ROUTES.map((route) => callName(`${API_PREFIX}${route.url}`)))].sort();
const EVERY = '*';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function KnobEditor({ text }: { text: QaTexts }) {
  const knobs = useSyncExternalStore(subscribeKnobs, currentKnobs);
  const [call, setCall] = useState(EVERY);
  const [fail, setFail] = useState<'' | KnobFailure>('');
  const [delay, setDelay] = useState('');
  const delayMs = Number(delay);
  const valid = (fail !== '' || (delay !== '' && Number.isInteger(delayMs) && delayMs > 0)) && (delay === '' || delayMs >= 0);

  const add = () => {
    const knob: Knob = { call, ...(fail ? { fail } : {}), ...(delay ? { delayMs } : {}) };
    setKnobs([...knobs.filter((k) => k.call !== call), knob]);
    setFail('');
    setDelay('');
  };
  const label = (name: string) => (name === EVERY ? text.everyCall : name);

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {text.knobs}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text.knobsHint}
      </Typography>
      {knobs.length === 0 ? <Typography variant="body2">{text.noKnobs}</Typography> : null}
      {knobs.map((knob) => (
        <Stack key={knob.call} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="qa-knob">
          <Typography variant="body2" sx={{ flex: 1 }}>
            {label(knob.call)}: {knob.fail ? interpolate(text.failWith, { status: knob.fail }) : text.noFailure}
            {knob.delayMs ? `, ${knob.delayMs} ms` : ''}
          </Typography>
          <IconButton
            size="small"
            aria-label={interpolate(text.removeKnob, { call: label(knob.call) })}
            onClick={() => setKnobs(knobs.filter((k) => k !== knob))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <TextField select size="small" label={text.call} value={call} onChange={(e) => setCall(e.target.value)}>
        <MenuItem value={EVERY}>{text.everyCall}</MenuItem>
        {CALLS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={text.failure}
          value={fail}
          onChange={(e) => setFail(e.target.value === '' ? '' : (Number(e.target.value) as KnobFailure))}
          sx={{ flex: 1 }}
        >
          <MenuItem value="">{text.noFailure}</MenuItem>
          {KNOB_FAILURES.map((status) => (
            <MenuItem key={status} value={status}>
              {interpolate(text.failWith, { status })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={text.delay}
          value={delay}
          onChange={(e) => setDelay(e.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 100 } }}
          sx={{ width: 130 }}
        />
      </Stack>
      <Button variant="outlined" onClick={add} disabled={!valid}>
        {text.addKnob}
      </Button>
    </Stack>
  );
}

export function QaPanel({ scenario, loadError }: { scenario: ScenarioName; loadError?: string }) {
  const text = qaTexts();
  const [open, setOpen] = useState(loadError !== undefined);
  const [chosen, setChosen] = useState<ScenarioName>(scenario);
  const [fileName, setFileName] = useState(storedSnapshot()?.name ?? '');
  const [error, setError] = useState('');

  const choose = (name: ScenarioName) => {
    setChosen(name);
    setError('');
    if (name !== 'file' || storedSnapshot()) chooseScenario(name);
  };

  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const fileText = await file.text();
    try {
      parseSnapshot(fileText);
    } catch (problem) {
      setError(interpolate(text.badFile, { reason: problem instanceof Error ? problem.message : String(problem) }));
      return;
    }
    try {
      chooseScenario('file', { name: file.name, text: fileText });
      setFileName(file.name);
      setError('');
    } catch {
      setError(interpolate(text.fileTooLarge, { size: (file.size / 1_048_576).toFixed(1) }));
    }
  };

  const save = async () => {
    const backend = runningBackend();
    if (backend) download(`mystery-box-shop-${new Date().toISOString().slice(0, 10)}.json`, JSON.stringify(await snapshotOf(backend.db)));
  };

  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        size="small"
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', left: 12, bottom: 12, zIndex: 2000, minWidth: 0 }}
        aria-label={text.title}
      >
        {text.open}
      </Button>
      <Drawer anchor="left" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 360, maxWidth: '100vw', p: 2 }} role="region" aria-label={text.title}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {text.title}
            </Typography>
            {loadError !== undefined ? (
              <Typography variant="body2" color="error" role="alert">
                {interpolate(text.fileNotLoaded, { reason: loadError })}
              </Typography>
            ) : null}
            <Stack spacing={1}>
              <Typography variant="subtitle1" component="h3" id="qa-scenario">
                {text.scenario}
              </Typography>
              <RadioGroup aria-labelledby="qa-scenario" value={chosen} onChange={(e) => choose(e.target.value as ScenarioName)}>
                {SCENARIOS.map((name) => (
                  <FormControlLabel
                    key={name}
                    value={name}
                    control={<Radio size="small" />}
                    label={interpolate(text.scenarios[name], { users: LARGE_SHOP_USERS.toLocaleString() })}
                  />
                ))}
              </RadioGroup>
              {chosen === 'file' ? (
                <Button variant="outlined" component="label">
                  {fileName ? interpolate(text.fileLoaded, { name: fileName }) : text.chooseFile}
                  <input hidden type="file" accept="application/json,.json" onChange={(e) => void loadFile(e)} />
                </Button>
              ) : null}
              {error ? (
                <Typography variant="body2" color="error" role="alert">
                  {error}
                </Typography>
              ) : null}
              <Button variant="contained" onClick={() => window.location.reload()} disabled={chosen === 'file' && !fileName}>
                {text.restart}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {text.restartHint}
              </Typography>
              <Button variant="outlined" onClick={() => void save()}>
                {text.save}
              </Button>
            </Stack>
            <KnobEditor text={text} />
            <Button onClick={() => setOpen(false)}>{text.close}</Button>
          </Stack>
        </Box>
      </Drawer>
    </>
  );
}
