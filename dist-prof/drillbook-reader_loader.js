import i from"./drillbook-reader.js";await i();
