#!/usr/bin/env node
// The built CLI lives in dist/; this stub keeps the bin path stable before and after a build.
import { launch } from "../dist/launch.js";

await launch();
