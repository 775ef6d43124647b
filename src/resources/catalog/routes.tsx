/** The catalog area's <Resource>s and <CustomRoutes>, included by src/App.tsx. */
export const catalogRoutes = null;
