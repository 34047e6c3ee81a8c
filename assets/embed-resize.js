// Dayanıklılık Lab: include this once on a page that embeds the lab in <iframe>s. It listens for
// the height messages an embedded lab page posts ({"context": "iframe.resize", "height": N}) and
// sets the height of the iframe that sent it. It reads nothing else and sends nothing back.
(function () {
  "use strict";
  if (window.__dayaniklilikResize) return;
  window.__dayaniklilikResize = true;
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (typeof data === "string") {
      try { data = JSON.parse(data); } catch (e) { return; }
    }
    if (!data || data.context !== "iframe.resize") return;
    var height = Number(data.height);
    if (!isFinite(height) || height <= 0 || height > 100000) return;
    var frames = document.getElementsByTagName("iframe");
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.ceil(height) + "px";
        break;
      }
    }
  });
})();
