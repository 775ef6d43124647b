/**
 * What the odds-version, RTP monitor and disclosure routes read and reply (issue 63), browser-safe.
 * The range is the dashboard's (../../dashboard/request.ts: a preset or two UTC days); the reply
 * shapes are those of src/domain/types/rtp.ts.
 */
import { z } from 'zod';
import { statsBody } from '../../dashboard/request';
import { SERIES_INTERVALS } from '../../../../src/domain/dateRange';
import { BAND_CONFIDENCES, type BandConfidence } from '../../../../src/domain/rtp';
import { okReply } from '../../../replySchema';

const confidence = z
  .enum(BAND_CONFIDENCES.map(String) as [string, ...string[]])
  .transform((value) => Number(value) as BandConfidence)
  .optional();

/** The range and the band's confidence (0.99 when not given). */
const rtpQuery = statsBody.extend({ confidence });

/** GET getBoxRtpMonitor: the range, the confidence, and outsideBand=true for the flagged boxes only (the box list's filter). */
export const monitorQuery = rtpQuery.extend({
  outsideBand: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** GET getBoxRtpSeries/:id: the range, the confidence and the periods (by day up to 92 days, by week up to two years, else by month). */
export const seriesQuery = rtpQuery.extend({ interval: z.enum(SERIES_INTERVALS).optional() });

const versionNumber = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);

/** GET getBoxOddsVersionDiff/:id: two version numbers of the box. */
export const diffQuery = z.object({ from: versionNumber, to: versionNumber });

/** POST exportBoxOdds/:id: what to export and how; the draws' range (the last 90 days when not given). */
export const exportBody = statsBody.extend({
  part: z.enum(['odds', 'draws']),
  format: z.enum(['csv', 'json']),
});

const rangeEcho = {
  startDate: z.string(),
  endDate: z.string(),
  summaryDate: z.string(),
  type: z.string(),
  timeZone: z.literal('UTC'),
};

const figure = z.number().nullable();
export const rtpCheck = z.object({
  openings: z.number(),
  paid: z.number(),
  returned: z.number(),
  expectedReturn: z.number(),
  actualRtp: figure,
  configuredRtp: figure,
  halfWidth: figure,
  bandLow: figure,
  bandHigh: figure,
  flagged: z.boolean(),
});

const versionedBox = z.object({ _id: z.string(), name: z.string(), deleted: z.boolean() });

const versionItem = z.object({
  productId: z.string(),
  name: z.string(),
  chance: z.number(),
  sellPrice: z.number(),
  purchasePrice: z.number(),
  rangeFrom: z.number(),
  rangeTo: z.number(),
});

const versionRecord = z.object({
  _id: z.string(),
  boxId: z.string(),
  boxName: z.string(),
  version: z.number(),
  price: z.number(),
  items: z.array(versionItem),
  rtp: z.number(),
  houseEdge: z.number(),
  profit: z.number(),
  adminId: z.string().nullable(),
  adminName: z.string(),
  adminEmail: z.string(),
  createdAt: z.string(),
});

const change = <T extends z.ZodType>(value: T) => z.object({ before: value, after: value });
const range = z.object({ rangeFrom: z.number(), rangeTo: z.number() });

export const versionsReply = okReply({ box: versionedBox, versions: z.array(versionRecord) });

export const diffReply = okReply({
  box: versionedBox,
  from: versionRecord,
  to: versionRecord,
  diff: z.object({
    price: change(z.number()).nullable(),
    added: z.array(versionItem),
    removed: z.array(versionItem),
    changed: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        chance: change(z.number()).optional(),
        sellPrice: change(z.number()).optional(),
        purchasePrice: change(z.number()).optional(),
        range: change(range).optional(),
      }),
    ),
    rtp: change(z.number()),
    houseEdge: change(z.number()),
    profit: change(z.number()),
    same: z.boolean(),
  }),
});

export const monitorReply = okReply({
  ...rangeEcho,
  confidence: z.number(),
  outsideBand: z.number(),
  boxes: z.array(
    rtpCheck.extend({
      boxId: z.string(),
      name: z.string(),
      currentVersion: z.number().nullable(),
      currentRtp: z.number().nullable(),
      versionsUsed: z.number(),
    }),
  ),
});

export const seriesReply = okReply({
  ...rangeEcho,
  confidence: z.number(),
  interval: z.enum(SERIES_INTERVALS),
  box: versionedBox,
  total: rtpCheck,
  points: z.array(z.object({ startDate: z.string(), endDate: z.string(), period: rtpCheck, cumulative: rtpCheck })),
  versions: z.array(z.object({ _id: z.string(), version: z.number(), createdAt: z.string(), price: z.number(), rtp: z.number() })),
});

export const exportReply = okReply({
  box: z.object({ _id: z.string(), name: z.string(), deleted: z.boolean(), price: z.number().nullable() }),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  content: z.string(),
  rows: z.number(),
});
