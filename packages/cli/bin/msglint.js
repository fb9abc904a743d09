#!/usr/bin/env node
// The built CLI lives in dist/; this stub keeps the bin path stable before and after a build. It is CommonJS
// (bin/package.json), so that on Node before 22.1 the CLI starts without Node's ES module loader (about 6 ms).
"use strict";

require("../dist/launch.cjs").launch();
