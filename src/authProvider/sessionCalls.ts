/** The dataProvider's session methods over the active transport, for the authProvider and the login screen. */
import { createSessionMethods } from '../dataProvider/methods/session';
import { apiRequest } from '../dataProvider/http';

export const sessionCalls = createSessionMethods({ request: apiRequest });
