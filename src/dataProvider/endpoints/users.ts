/** Endpoint rows of the users area (see ../endpoints.ts for the row shape). */
import type { EndpointTable } from '../endpoints';

export const usersEndpoints: EndpointTable = {};
