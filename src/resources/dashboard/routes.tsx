/** The dashboard area's <Resource>s and <CustomRoutes>, included by src/App.tsx. */
export const dashboardRoutes = null;
