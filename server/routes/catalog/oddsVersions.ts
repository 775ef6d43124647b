/**
 * A box's odds versions (issue 63), for its History tab: the versions newest first, and the
 * difference between two of them (src/domain/oddsVersions.ts diffOdds). Read with the box list's
 * access; a deleted box's versions are still there. No route changes a version.
 */
import { BOX_READ_ROLES } from './boxes';
import { route } from '../../route';
import { ApiError, idParams, t } from '../../http';
import { diffOdds } from '../../../src/domain/oddsVersions';
import { diffQuery, diffReply, versionsReply } from './schemas/rtp';
import { versionRecord, versionedBox } from './oddsVersionStore';

export const BOX_READ = { anyOf: BOX_READ_ROLES };

export const routes = [
  route({
    method: 'GET',
    url: '/getBoxOddsVersions/:id',
    access: BOX_READ,
    schema: { params: idParams, response: { 200: versionsReply } },
    handler: async (call) => {
      const { box, versions } = await versionedBox(call.db, call.params.id);
      return { msg: t('rtp.server.versions'), box, versions: versions.map(versionRecord) };
    },
  }),
  route({
    method: 'GET',
    url: '/getBoxOddsVersionDiff/:id',
    access: BOX_READ,
    schema: { params: idParams, querystring: diffQuery, response: { 200: diffReply } },
    handler: async (call) => {
      const { box, versions } = await versionedBox(call.db, call.params.id);
      const pick = (version: number) => {
        const found = versions.find((v) => v.version === version);
        if (!found) throw new ApiError(404, t('rtp.server.versionMissing', { version }));
        return found;
      };
      const from = pick(call.query.from);
      const to = pick(call.query.to);
      return { msg: t('rtp.server.versionDiff'), box, from: versionRecord(from), to: versionRecord(to), diff: diffOdds(from, to) };
    },
  }),
];
