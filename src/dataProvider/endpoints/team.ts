/** Endpoint rows of the team area (see ../endpoints.ts for the row shape). */
import type { EndpointTable } from '../endpoints';

export const teamEndpoints: EndpointTable = {};
