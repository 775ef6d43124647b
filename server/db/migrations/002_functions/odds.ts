/**
 * Odds versions: a version is never changed or deleted (so who saved it stays as it was), and an
 * opening inserted without its version gets the one in force at its time (the newest created at or
 * before it; the first when none is), so whatever writes the openings ties them to their odds.
 */
export const ODDS = `
create function box_odds_versions_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'An odds version is never changed or deleted (box %, version %)', old."boxId", old.version
    using errcode = 'restrict_violation';
end $$;

create function box_opening_odds_version() returns trigger language plpgsql as $$
begin
  new."oddsVersionId" := coalesce(
    (select id from box_odds_versions where "boxId" = new."boxId" and "createdAt" <= new."createdAt" order by version desc limit 1),
    (select id from box_odds_versions where "boxId" = new."boxId" order by version limit 1));
  return new;
end $$;
`;
