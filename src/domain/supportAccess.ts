/**
 * Permission gates of the support screens (core §6 access names `feedback`, `winnerSocialProof`,
 * `returnOrder`; operations §2, §7), used by their server routes. Their pages are not gated by role
 * (operations §6): anyone signed in opens them, and the data answers by these lists.
 * Reading needs read, write or del of the access name; changing needs write; deleting a social
 * proof needs del (write alone does not delete). Super admins pass every check (server guard).
 */
import { PERMISSION_KINDS, permissionName } from './permissions';

const anyKindOf = (access: string): readonly string[] => PERMISSION_KINDS.map((kind) => permissionName(kind, access));

export const FEEDBACK_READ = anyKindOf('feedback');

export const SOCIAL_PROOF_READ = anyKindOf('winnerSocialProof');
export const SOCIAL_PROOF_WRITE = ['writewinnerSocialProof'] as const;
export const SOCIAL_PROOF_DELETE = ['delwinnerSocialProof'] as const;

export const RETURN_ORDER_READ = anyKindOf('returnOrder');
export const RETURN_ORDER_DECIDE = ['writereturnOrder'] as const;
