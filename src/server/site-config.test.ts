// The site configuration file (docs/requirements/site-configuration.md): read, merged over
// today's values, validated with every wrong field named.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@/domain/money';
import { defaultSiteConfig, openingHoursText, publicSite } from '@/domain/site-config';
import { otherSiteConfig } from '@/domain/test-support/other-site';
import { ConfigError, loadConfig } from './config';
import { readSiteConfig, SiteConfigError, siteConfig, useSiteConfig } from './site-config';

const dir = mkdtempSync(path.join(tmpdir(), 'site-config-'));
const file = (name: string, content: string) => {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
};

afterAll(() => useSiteConfig(defaultSiteConfig));

/** Intl's narrow and no-break spaces as plain ones, for readable expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('the site configuration file', () => {
  it("is today's agency when SITE_CONFIG is unset", () => {
    expect(readSiteConfig(undefined)).toBe(defaultSiteConfig);
  });

  it('reads JSON and YAML, and keeps today’s value for whatever the file leaves out', () => {
    const yaml = readSiteConfig(
      file(
        'agency.yaml',
        [
          'name: Lotus Visa Desk',
          'company:',
          '  legalName: Lotus Travel Services GmbH',
          'prices:',
          '  travelInsuranceCents: 1700',
        ].join('\n'),
      ),
    );
    expect(yaml.name).toBe('Lotus Visa Desk');
    expect(yaml.company.legalName).toBe('Lotus Travel Services GmbH');
    expect(yaml.company.registeredIn).toBe(defaultSiteConfig.company.registeredIn);
    expect(yaml.prices.travelInsuranceCents).toBe(1700);
    expect(yaml.prices.serviceFeeTiersCents).toEqual(defaultSiteConfig.prices.serviceFeeTiersCents);
    expect(yaml.support).toEqual(defaultSiteConfig.support);

    const json = readSiteConfig(file('agency.json', JSON.stringify(otherSiteConfig)));
    expect(json).toEqual(otherSiteConfig);
  });

  it.each([
    ['an email that is not one', { support: { email: 'help' } }, 'support.email'],
    ['a time that is not HH:MM', { support: { hours: { opens: '9am' } } }, 'support.hours.opens'],
    ['closing before opening', { support: { hours: { closes: '08:00' } } }, 'support.hours.closes'],
    ['an unknown time zone', { support: { hours: { timeZone: 'Mars/Olympus' } } }, 'timeZone'],
    ['a negative price', { prices: { governmentFeeCents: -1 } }, 'prices.governmentFeeCents'],
    ['a price in dollars', { prices: { travelEsimCents: 19.99 } }, 'prices.travelEsimCents'],
    [
      'tiers that leave a group size without a price',
      { prices: { serviceFeeTiersCents: [{ maxApplicants: 5, cents: 6000 }] } },
      'prices.serviceFeeTiersCents',
    ],
    ['a misspelt setting', { suport: { email: 'help@example.com' } }, 'suport'],
    ['an empty name', { name: '  ' }, 'name'],
    ['an unknown currency display', { currencyDisplay: 'words' }, 'currencyDisplay'],
  ])('stops on %s, naming the field', (_case, content, field) => {
    const target = file('bad.json', JSON.stringify(content));
    expect(() => readSiteConfig(target)).toThrow(SiteConfigError);
    expect(() => readSiteConfig(target)).toThrow(field);
    expect(() => readSiteConfig(target)).toThrow(target);
  });

  it('stops on a file that cannot be read or parsed', () => {
    expect(() => readSiteConfig(path.join(dir, 'missing.yaml'))).toThrow(/cannot read/);
    expect(() => readSiteConfig(file('broken.json', '{"name": '))).toThrow(/not valid/);
    expect(() => readSiteConfig(file('list.yaml', '- a\n- b\n'))).toThrow(/object of settings/);
  });

  it('stops the server’s start with the field named (loadConfig)', () => {
    const target = file('start.yaml', 'support:\n  phone: "0207 946 0958"\n');
    expect(() => loadConfig({ SITE_CONFIG: target })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_CONFIG: target })).toThrow(/SITE_CONFIG.*\n.*support\.phone/);
  });

  it('becomes the process’s configuration at start, with its name as the mail sender', () => {
    const target = file('other.json', JSON.stringify(otherSiteConfig));
    const config = loadConfig({ SITE_CONFIG: target });
    expect(siteConfig()).toEqual(otherSiteConfig);
    expect(config.MAIL_FROM).toBe('"Lotus Visa Desk" <no-reply@localhost>');
    // The currency display applies to every amount the process writes.
    expect(plain(formatMoney(5400, 'USD', 'en'))).toBe('USD 54');
    loadConfig({});
    expect(siteConfig()).toBe(defaultSiteConfig);
    expect(formatMoney(5400, 'USD', 'en')).toBe('$54');
  });
});

describe('the opening hours', () => {
  it('are written in each language from the days, times and time zone', () => {
    const hours = defaultSiteConfig.support.hours;
    expect(plain(openingHoursText(hours, 'en'))).toBe('Mon–Fri, 9 AM – 6 PM (Eastern Time)');
    expect(plain(openingHoursText(hours, 'de'))).toBe(
      'Mo–Fr, 09:00–18:00 Uhr (Nordamerikanische Ostküstenzeit)',
    );
    expect(plain(openingHoursText(otherSiteConfig.support.hours, 'en'))).toBe(
      'Tue–Sat, 8:30 AM – 4:30 PM (Central European Time)',
    );
    expect(openingHoursText({ ...hours, to: 'mon' }, 'en')).toMatch(/^Mon, /);
  });

  it('are in the browser’s copy for every language', () => {
    const site = publicSite(otherSiteConfig);
    expect(Object.keys(site.support.openingHours)).toHaveLength(10);
    expect(site.support.openingHours.ar).toContain('،');
    expect(site.support.phoneHref).toBe('tel:+498912345678');
  });
});
