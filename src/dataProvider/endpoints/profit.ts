/** Endpoint rows of the profit area (see ../endpoints.ts for the row shape). */
import type { EndpointTable } from '../endpoints';

export const profitEndpoints: EndpointTable = {};
