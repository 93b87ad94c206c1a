// The settings screens (issue 28), one chunk loaded when a settings page first opens.

export {
  BrandsPage,
  CampaignTypesPage,
  IndustriesPage,
  PartnerFilialsPage,
  PositionGroupsPage,
  SalesUnitsPage,
  WebsitesPage,
} from './CatalogueLists.tsx';
export { CompanySettingsPage } from './CompanySettingsPage.tsx';
export { DataImportPage } from './DataImportPage.tsx';
export {
  AdomikMappingsPage,
  AdsenseMappingsPage,
  DigitalProductsPage,
  GoogleMappingsPage,
  PassendoMappingsPage,
  XandrMappingsPage,
} from './DigitalProductsPage.tsx';
export { PriceListPage, PriceListsPage } from './PriceListPages.tsx';
export {
  AnalogProductsPage,
  PosProductsPage,
  PrintProductsPage,
  RadioProductsPage,
  TvProductsPage,
} from './ProductPages.tsx';
