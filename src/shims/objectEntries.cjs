/* global module */
// `object.entries` for the browsers the admin supports, which all have Object.entries (ES2017):
// node-polyglot (react-admin's translations) requires the polyfill package, whose shims weigh
// more than the rest of polyglot. vite.config.ts points the package here.
module.exports = function entries(object) {
  return Object.entries(object);
};
