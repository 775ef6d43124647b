/**
 * API shapes of the odds versions, the RTP monitor and the disclosure export (issue 63), as the
 * server sends them (server/routes/catalog/oddsVersions.ts, rtpMonitor.ts, oddsDisclosure.ts).
 * Percents have 2 decimals, money is in euros, times are ISO strings, days 'YYYY-MM-DD' (UTC).
 */
import type { SeriesInterval } from '../dateRange';
import type { OddsDiff, OddsVersionItem } from '../oddsVersions';
import type { BandConfidence, RtpCheck } from '../rtp';
import type { StatsRangeEcho, StatsRequest } from './dashboard';

/** One saved version of a box's odds, never changed. */
export interface OddsVersionRecord {
  _id: string;
  boxId: string;
  /** the box's name when the version was saved */
  boxName: string;
  version: number;
  price: number;
  /** the products in range order, with their names, chances, prices and ranges then */
  items: OddsVersionItem[];
  rtp: number;
  houseEdge: number;
  profit: number;
  /** who saved it (null when no admin did) */
  adminId: string | null;
  adminName: string;
  adminEmail: string;
  createdAt: string;
}

/** The box a versions reply is about: a deleted box keeps its versions, under its last saved name. */
export interface VersionedBox {
  _id: string;
  name: string;
  deleted: boolean;
}

/** GET getBoxOddsVersions/:id */
export interface BoxOddsVersionsReply {
  box: VersionedBox;
  /** newest first */
  versions: OddsVersionRecord[];
}

/** GET getBoxOddsVersionDiff/:id?from=&to= (version numbers) */
export interface OddsVersionDiffReply {
  box: VersionedBox;
  from: OddsVersionRecord;
  to: OddsVersionRecord;
  diff: OddsDiff;
}

/** The monitor calls' query: the dashboard's range (a preset or two days) and the band's confidence (0.99 by default). */
export interface RtpMonitorQuery extends StatsRequest {
  confidence?: `${BandConfidence}`;
  /** 'true': only the boxes outside their band (the box list's filter) */
  outsideBand?: 'true' | 'false';
}

/** One box over the range: its openings, actual and configured RTP and band, and the odds in force now. */
export interface BoxRtp extends RtpCheck {
  boxId: string;
  name: string;
  /** the latest version's number and RTP (null for a box without a version) */
  currentVersion: number | null;
  currentRtp: number | null;
  /** how many versions the range's openings were drawn under */
  versionsUsed: number;
}

/** GET getBoxRtpMonitor: every box (or the flagged ones), by name; `outsideBand` counts the flagged ones. */
export interface RtpMonitorReply extends StatsRangeEcho {
  confidence: BandConfidence;
  boxes: BoxRtp[];
  outsideBand: number;
}

/** A period of a box's series: its own figures, and those from the range's start to its end. */
export interface RtpSeriesPoint {
  startDate: string;
  endDate: string;
  period: RtpCheck;
  cumulative: RtpCheck;
}

/** A version on the series' time axis: in force from createdAt until the next one's. */
export interface RtpSeriesVersion {
  _id: string;
  version: number;
  createdAt: string;
  price: number;
  rtp: number;
}

/** GET getBoxRtpSeries/:id */
export interface RtpSeriesReply extends StatsRangeEcho {
  confidence: BandConfidence;
  interval: SeriesInterval;
  box: VersionedBox;
  total: RtpCheck;
  points: RtpSeriesPoint[];
  /** the versions in force at some time of the range, oldest first */
  versions: RtpSeriesVersion[];
}

/** An item as a disclosure shows it: its name, probability in percent and range, and its value. */
export interface DisclosedItem {
  productId: string;
  name: string;
  probability: number;
  rangeFrom: number;
  rangeTo: number;
  value: number;
}

export interface DisclosedVersion {
  version: number;
  /** in force from this moment until effectiveTo (null: still in force) */
  effectiveFrom: string;
  effectiveTo: string | null;
  price: number;
  rtp: number;
  items: DisclosedItem[];
}

/** The odds disclosure of a box: every version with its effective dates, price and items. */
export interface OddsDisclosure {
  box: VersionedBox & { price: number | null };
  generatedAt: string;
  versions: DisclosedVersion[];
}

/** One draw: when, the item won, and the odds version it was drawn under. */
export interface DrawRecord {
  time: string;
  productId: string;
  item: string;
  version: number;
}

/** The draw records of a box over a range of UTC days. */
export interface DrawsDisclosure {
  box: VersionedBox & { price: number | null };
  generatedAt: string;
  startDate: string;
  endDate: string;
  timeZone: 'UTC';
  draws: DrawRecord[];
}

export type DisclosureFormat = 'csv' | 'json';
export type DisclosurePart = 'odds' | 'draws';

/** POST exportBoxOdds/:id: the file to save, as text. */
export interface DisclosureExportReply {
  box: VersionedBox & { price: number | null };
  /** the draws' range (null for the odds) */
  startDate: string | null;
  endDate: string | null;
  fileName: string;
  contentType: string;
  content: string;
  /** how many versions (odds) or draws (draws) the file holds */
  rows: number;
}
