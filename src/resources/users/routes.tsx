/** The users area's <Resource>s and <CustomRoutes>, included by src/App.tsx. */
export const usersRoutes = null;
