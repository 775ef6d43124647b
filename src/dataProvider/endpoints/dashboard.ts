/** Endpoint rows of the dashboard area (see ../endpoints.ts for the row shape). */
import type { EndpointTable } from '../endpoints';

export const dashboardEndpoints: EndpointTable = {};
