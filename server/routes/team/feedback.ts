/** Feedback (operations §7): GET api/admin/getAllUserFeedbacks, newest first; read, write or del feedback. */
import { route } from '../../route';
import { t, apiRow } from '../../http';
import { okReply, records } from '../../replySchema';
import { FEEDBACK_READ } from '../../../src/domain/supportAccess';

export const routes = [
  route({
    method: 'GET',
    url: '/getAllUserFeedbacks',
    access: { anyOf: FEEDBACK_READ },
    schema: { response: { 200: okReply({ feedbacks: records }) } },
    handler: async ({ db }) => {
      const rows = await db
        .selectFrom('feedback')
        .select(['id', 'name', 'queryType', 'email', 'message', 'attachment', 'attachmentType', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute();
      return { msg: t('resources.feedback.list'), feedbacks: rows.map(apiRow) };
    },
  }),
];
