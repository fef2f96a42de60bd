/**
 * A number's country → the IANA time zones its customers may be in, from the countries-and-
 * timezones package (the tz database's zone.tab). Why a package: the country of each zone is
 * tz data, not something Intl exposes.
 */
import { getCountry } from 'countries-and-timezones';

/** The zones of `country`; `fallback` (the agent's default country's) when it has none known. */
export function zonesOf(country: string | undefined, fallback: string): string[] {
  const zones = country ? getCountry(country)?.timezones : undefined;
  if (zones && zones.length > 0) return zones;
  return getCountry(fallback)?.timezones ?? ['UTC'];
}
