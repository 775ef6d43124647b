/** The seed's public face: demo data for an empty database, and the large benchmark data set. */
export { seedDemo, type SeedDemoOptions } from './demo.js';
export { seedLarge, type SeedLargeOptions } from './large.js';
export { DEMO_TEAM, type DemoTeamMember } from './team.js';
export { countRows } from './counts.js';
