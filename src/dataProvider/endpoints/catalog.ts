/** Endpoint rows of the catalog area (see ../endpoints.ts for the row shape). */
import type { EndpointTable } from '../endpoints';

export const catalogEndpoints: EndpointTable = {};
