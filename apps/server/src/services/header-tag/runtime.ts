// The code of a served tag file around its configuration (issue 41): runs on the publisher's
// page, in the browsers Prebid.js supports (ES5 syntax, no build step). It skips what the
// disable rules switch off (matched against the canonical and the actual URL, as adnz's Htag
// does), inserts the dynamic placements, runs the raw scripts by priority, queues the
// configuration onto pbjs.que, loads the Prebid.js bundle from the server that served the tag
// and runs one auction per preload group (each with its own timeout, DOMAIN2 §4.3), rendering
// each unit's highest bid into a frame in the unit's element. A unit's element that stays empty
// says why in its data-htag-empty (no-bid, disabled), which the demo page shows in words. A
// programmatic deal goes to the bidders only from its start day to its end day, in the
// browser's day (deals.ts).
//
// Kept as text: a version stores the whole file it serves, so a change here changes only the
// files of versions published after it (a rollback still serves the old bytes).

export const RUNTIME = `(function (w, d, c) {
  var here = d.currentScript && d.currentScript.src;
  var base = here ? here.replace(/\\/htag\\/.*$/, '/htag/') : '/htag/';
  var url = w.location.href;
  var link = d.querySelector('link[rel="canonical"]');
  var canonical = link ? link.href : url;
  var mobile = !!(w.matchMedia && w.matchMedia('(max-width: 767px)').matches);
  function applies(rule) {
    if (rule.device === 'DESKTOP' && mobile) return false;
    if (rule.device === 'MOBILE' && !mobile) return false;
    var pattern = new RegExp(rule.urlPattern);
    return pattern.test(url) || pattern.test(canonical);
  }
  function mark(code, why) {
    var element = d.getElementById(code);
    if (element) element.setAttribute('data-htag-empty', why);
  }
  var off = {};
  for (var i = 0; i < c.disableRules.length; i++) {
    var rule = c.disableRules[i];
    if (!applies(rule)) continue;
    if (rule.scope === 'ALL') {
      for (var z = 0; z < c.adUnits.length; z++) mark(c.adUnits[z].code, 'disabled');
      return;
    }
    off[rule.placementCode] = true;
  }
  var units = [];
  function unitOf(code) {
    for (var k = 0; k < c.adUnits.length; k++) if (c.adUnits[k].code === code) return c.adUnits[k];
  }
  for (var j = 0; j < c.dynamicPlacements.length; j++) {
    var dynamic = c.dynamicPlacements[j];
    var template = unitOf(dynamic.templatePlacementCode);
    if (!template || !new RegExp(dynamic.urlPattern).test(url)) continue;
    var anchors = d.querySelectorAll(dynamic.cssSelector);
    for (var n = 0, made = 0; n < anchors.length && made < dynamic.limit; n += dynamic.every) {
      var slot = d.createElement('div');
      slot.id = template.code + '-' + (j + 1) + '-' + (made += 1);
      var anchor = anchors[n];
      if (dynamic.insert === 'INSIDE') anchor.appendChild(slot);
      else anchor.parentNode.insertBefore(slot, dynamic.insert === 'BEFORE' ? anchor : anchor.nextSibling);
      var copy = JSON.parse(JSON.stringify(template));
      copy.code = slot.id;
      c.adUnits.push(copy);
    }
  }
  for (var u = 0; u < c.adUnits.length; u++) {
    if (off[c.adUnits[u].code]) mark(c.adUnits[u].code, 'disabled');
    else if (d.getElementById(c.adUnits[u].code)) units.push(c.adUnits[u]);
  }
  var now = new Date();
  var today = now.getFullYear() + '-' + ('0' + (now.getMonth() + 1)).slice(-2) + '-' + ('0' + now.getDate()).slice(-2);
  for (var q = 0; q < units.length; q++) {
    var pmp = units[q].ortb2Imp && units[q].ortb2Imp.pmp;
    if (!pmp) continue;
    var running = [];
    for (var e = 0; e < pmp.deals.length; e++) {
      var days = pmp.deals[e].ext;
      if (days.start <= today && (!days.end || today <= days.end)) running.push(pmp.deals[e]);
    }
    if (running.length > 0) pmp.deals = running;
    else delete units[q].ortb2Imp;
  }
  var priorities = ['VERY_HIGH', 'HIGH', 'LOW'];
  for (var p = 0; p < priorities.length; p++) {
    for (var s = 0; s < c.rawScripts.length; s++) {
      if (c.rawScripts[s].priority !== priorities[p]) continue;
      var raw = d.createElement('script');
      raw.text = c.rawScripts[s].code;
      d.head.appendChild(raw);
    }
  }
  if (units.length === 0) return;
  function render(codes) {
    for (var r = 0; r < codes.length; r++) {
      var element = d.getElementById(codes[r]);
      var winners = w.pbjs.getHighestCpmBids(codes[r]);
      if (!element) continue;
      if (winners.length === 0) {
        mark(codes[r], 'no-bid');
        continue;
      }
      var bid = winners[0];
      var frame = d.createElement('iframe');
      frame.width = String(bid.width);
      frame.height = String(bid.height);
      frame.title = c.frameTitle;
      frame.setAttribute('scrolling', 'no');
      frame.style.border = '0';
      element.appendChild(frame);
      element.setAttribute('data-htag-bidder', bid.bidderCode);
      element.setAttribute('data-htag-pb', bid.adserverTargeting.hb_pb);
      if (bid.dealId) element.setAttribute('data-htag-deal', bid.dealId);
      w.pbjs.renderAd(frame.contentWindow.document, bid.adId);
    }
  }
  w.pbjs = w.pbjs || {};
  w.pbjs.que = w.pbjs.que || [];
  w.pbjs.que.push(function () {
    for (var a = 0; a < c.aliases.length; a++) w.pbjs.aliasBidder(c.aliases[a].bidderCode, c.aliases[a].alias);
    w.pbjs.setConfig(c.prebid);
    var settings = {};
    for (var name in c.bidderSettings) {
      var own = c.bidderSettings[name];
      settings[name] = { storageAllowed: own.storageAllowed };
      if (own.cpmAdjustmentPercent) {
        settings[name].bidCpmAdjustment = (function (factor) {
          return function (cpm) { return cpm * factor; };
        })(1 + own.cpmAdjustmentPercent / 100);
      }
    }
    w.pbjs.bidderSettings = settings;
    w.pbjs.addAdUnits(units);
    for (var g = 0; g < c.groups.length; g++) {
      var codes = [];
      for (var x = 0; x < units.length; x++) if ((units[x].group || '') === c.groups[g].name) codes.push(units[x].code);
      if (codes.length === 0) continue;
      w.pbjs.requestBids({
        adUnitCodes: codes,
        timeout: c.groups[g].timeoutMs,
        bidsBackHandler: (function (these) { return function () { render(these); }; })(codes),
      });
    }
  });
  var loader = d.createElement('script');
  loader.async = true;
  loader.src = base + 'prebid.js?v=' + c.prebidVersion;
  d.head.appendChild(loader);
})(window, document, __CONFIG__);
`;
