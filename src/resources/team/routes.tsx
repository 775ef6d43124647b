/** The team area's <Resource>s and <CustomRoutes>, included by src/App.tsx. */
export const teamRoutes = null;
