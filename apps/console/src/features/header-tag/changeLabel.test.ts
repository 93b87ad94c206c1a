import { bundledResources } from '@adconsole/i18n';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLabel } from './changeLabel.ts';

// Issue 41: a version's changes in words, never as the configuration's path.

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'de',
    ns: ['header-tag'],
    defaultNS: 'header-tag',
    resources: { de: { 'header-tag': bundledResources.de['header-tag'] } },
    interpolation: { escapeValue: false },
  });
});

describe('a header tag version’s change in words', () => {
  const label = (path: string) => changeLabel(i18n.t, path);

  it('names a bidder’s param of a placement by placement, bidder and param', () => {
    expect(label('adUnits.top-1.bids.demoBeta.params.sid')).toBe(
      'Platzierung top-1 › Bieter demoBeta › Parameter sid',
    );
    // Versions published before the bids were keyed by their bidder: by number.
    expect(label('adUnits.top-1.bids.2.params.placementId')).toBe(
      'Platzierung top-1 › Bieter 3 › Parameter placementId',
    );
  });

  it('names Prebid’s settings by the tag form’s labels', () => {
    expect(label('prebid.bidderTimeout')).toBe('Bieter-Timeout (ms)');
    expect(label('groups.0.timeoutMs')).toBe('Hauptauktion');
    expect(label('prebid.consentManagement.gdpr.timeout')).toBe('Einwilligungs-Timeout (ms)');
    expect(label('prebid.userSync.filterSettings.image.bidders')).toBe('User-Sync-Einstellungen');
    expect(label('prebid.somethingNew')).toBe('Prebid-Einstellung');
  });

  it('names whole placements, list entries and bidder settings', () => {
    expect(label('adUnits.side-2')).toBe('Platzierung side-2');
    expect(label('adUnits.side-2.ortb2Imp.pmp.deals.0.bidfloor')).toBe(
      'Platzierung side-2 › Deals',
    );
    expect(label('rawScripts.1.code')).toBe('Roh-Skript 2');
    expect(label('bidderSettings.demoAlpha.cpmAdjustmentPercent')).toBe(
      'Bieter demoAlpha › CPM-Anpassung (%)',
    );
    expect(label('(all)')).toBe('Ganze Konfiguration');
  });

  it('leaves no path and no key unresolved for any label', () => {
    for (const path of [
      'website',
      'prebidVersion',
      'frameTitle',
      'aliases.0.alias',
      'groups.1.timeoutMs',
      'disableRules.0.urlPattern',
      'dynamicPlacements.0',
      'adUnits.a.mediaTypes.banner.sizes.0.0',
      'adUnits.a.labelAny.0',
      'adUnits.a.floors.values.*',
      'adUnits.a.group',
      'adUnits.a.bids.demoBeta',
      'bidderSettings.demoAlpha.storageAllowed',
      'prebid.floors.data.values.banner|300x250',
      'unknownPart.x',
    ]) {
      const words = label(path);
      expect(words).not.toContain('headerTag.');
      expect(words).not.toContain(path);
      expect(words).not.toContain('{{');
    }
  });
});
