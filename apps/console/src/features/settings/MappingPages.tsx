import type { MappingSystem } from '@adconsole/api';
import { MappingList } from './CatalogueLists.tsx';

/** The mappings of one system (spec 1 §2.12: adsense/mappings, xandr, google, adomik, passendo). */
function MappingPage({ system }: { system: MappingSystem }) {
  return <MappingList system={system} />;
}
export const AdsenseMappingsPage = () => <MappingPage system="ADSENSE" />;
export const XandrMappingsPage = () => <MappingPage system="XANDR" />;
export const GoogleMappingsPage = () => <MappingPage system="GOOGLE" />;
export const AdomikMappingsPage = () => <MappingPage system="ADOMIK" />;
export const PassendoMappingsPage = () => <MappingPage system="PASSENDO" />;
