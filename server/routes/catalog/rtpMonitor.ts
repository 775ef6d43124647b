/**
 * The RTP monitor (issue 63) over the dashboard's ranges: every box's openings, paid, returned,
 * actual and configured RTP and band, flagged when outside it (the box list's column and filter, the
 * dashboard's card; outsideBand=true keeps the flagged boxes only), and one box's series by day, week or month with the versions in force (its
 * Monitor tab). Read from the roll-up per box, day and version (stats_box_version_days); figures by
 * ./rtpFigures.ts. Access: the box list's.
 */
import { sql } from 'kysely';
import { route } from '../../route';
import { idParams, t } from '../../http';
import { statsRange } from '../dashboard/request';
import { dayEndIso, dayStartIso, defaultInterval } from '../../../src/domain/dateRange';
import { versionsInForce } from '../../../src/domain/disclosure';
import { DEFAULT_BAND_CONFIDENCE } from '../../../src/domain/rtp';
import { monitorQuery, monitorReply, seriesQuery, seriesReply } from './schemas/rtp';
import { versionedBox, versionsById } from './oddsVersionStore';
import { boxRtpRows, momentsById, seriesPoints, type VersionSum } from './rtpFigures';
import { BOX_READ } from './oddsVersions';

export const routes = [
  route({
    method: 'GET',
    url: '/getBoxRtpMonitor',
    access: BOX_READ,
    schema: { querystring: monitorQuery, response: { 200: monitorReply } },
    handler: async (call) => {
      const range = statsRange(call.query);
      const confidence = call.query.confidence ?? DEFAULT_BAND_CONFIDENCE;
      const { rows: sums } = await sql<VersionSum & { boxId: string }>`
        select "boxId", "oddsVersionId", sum(openings)::int as openings, sum(paid) as paid, sum(returned) as returned
        from stats_box_version_days where day between ${range.startDate}::date and ${range.endDate}::date
        group by "boxId", "oddsVersionId"`.execute(call.db);
      const boxes = await call.db.selectFrom('boxes').select(['id', 'name']).execute();
      const latest = await call.db
        .selectFrom('box_odds_versions')
        .distinctOn('boxId')
        .select(['boxId', 'version', 'rtp'])
        .orderBy('boxId')
        .orderBy('version', 'desc')
        .execute();
      const used = await versionsById(call.db, [...new Set(sums.map((s) => s.oddsVersionId))]);
      const rows = boxRtpRows(boxes, new Map(latest.map((v) => [v.boxId, v])), sums, momentsById(used), confidence);
      return {
        msg: t('rtp.server.monitor'),
        ...range.echo,
        confidence,
        outsideBand: rows.filter((row) => row.flagged).length,
        boxes: call.query.outsideBand ? rows.filter((row) => row.flagged) : rows,
      };
    },
  }),
  route({
    method: 'GET',
    url: '/getBoxRtpSeries/:id',
    access: BOX_READ,
    schema: { params: idParams, querystring: seriesQuery, response: { 200: seriesReply } },
    handler: async (call) => {
      const range = statsRange(call.query);
      const confidence = call.query.confidence ?? DEFAULT_BAND_CONFIDENCE;
      const interval = call.query.interval ?? defaultInterval(range);
      const { box, versions } = await versionedBox(call.db, call.params.id);
      const { rows: days } = await sql<VersionSum & { day: string }>`
        select to_char(day, 'YYYY-MM-DD') as day, "oddsVersionId", openings, paid, returned from stats_box_version_days
        where "boxId" = ${call.params.id} and day between ${range.startDate}::date and ${range.endDate}::date`.execute(call.db);
      const { points, total } = seriesPoints(range, interval, days, momentsById(versions), confidence);
      const marks = versions.map((v) => ({
        _id: v.id,
        version: v.version,
        createdAt: v.createdAt.toISOString(),
        price: v.price,
        rtp: v.rtp,
      }));
      // the versions in force during the range, and any other one its openings were drawn under
      const shown = new Set([
        ...versionsInForce(marks, dayStartIso(range.startDate), dayEndIso(range.endDate)).map((v) => v._id),
        ...days.map((d) => d.oddsVersionId),
      ]);
      const axis = marks.filter((v) => shown.has(v._id)).sort((a, b) => a.version - b.version);
      return { msg: t('rtp.server.series'), ...range.echo, confidence, interval, box, total, points, versions: axis };
    },
  }),
];
