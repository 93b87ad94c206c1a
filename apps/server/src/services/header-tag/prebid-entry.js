// The Prebid.js bundle the header tags load (built by build.mjs into dist/htag-prebid.js): the
// core, the bidder adapters of BUNDLED_BIDDERS (@adconsole/api) and the modules a tag's
// configuration uses. processQueue runs what a tag pushed onto pbjs.que before this loaded.
import pbjs from 'prebid.js';
import 'prebid.js/modules/appnexusBidAdapter';
import 'prebid.js/modules/rixengineBidAdapter';
import 'prebid.js/modules/consentManagementTcf';
import 'prebid.js/modules/priceFloors';

pbjs.processQueue();
