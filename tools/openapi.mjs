#!/usr/bin/env node
// Run from an app folder after building it: `node ../../tools/openapi.mjs write` regenerates the
// committed openapi.json from the app's controllers (no database needed).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const appDir = process.cwd();
const require = createRequire(path.join(appDir, 'package.json'));
const { generateOpenApiDocument } = require('@arrstack/core');
const { AppModule } = require(path.join(appDir, 'dist/app.module.js'));
const { APP } = require(path.join(appDir, 'dist/app-info.js'));
const document = await generateOpenApiDocument(AppModule, APP);
fs.writeFileSync(path.join(appDir, 'openapi.json'), JSON.stringify(document, null, 2) + '\n');
console.log(`wrote ${APP.name}/openapi.json (${Object.keys(document.paths).length} paths)`);
process.exit(0);
