# The wedding site in one container: `docker build -t wedding-site .`, then see compose.yaml (behind Caddy)
# or README "Put it online". Data (database, ID documents, backups) lives in the /data volume.

# --- build: compile better-sqlite3 for this image, build the client and server, keep production packages ---
FROM node:20-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Native modules compile against the headers that come with the image's Node (no header download).
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
# Install scripts are skipped, then better-sqlite3 alone is compiled from source (sharp brings its prebuilt
# libvips in its @img/* packages; its install script would only check for them).
RUN npm ci --no-audit --no-fund --ignore-scripts \
 && npm rebuild better-sqlite3 --build-from-source \
 && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()" \
 && node -e "require('sharp')"
COPY . .
# The operator scripts run without tsx in the image: node dist/scripts/backup.mjs, node dist/scripts/admin-login-link.mjs.
# Of better-sqlite3's compilation only the addon is kept (its sources and objects are 25 MB).
RUN npm run build \
 && npx esbuild scripts/backup.ts scripts/admin-login-link.ts --bundle --platform=node --format=esm --target=node20 \
      --packages=external --outdir=dist/scripts --out-extension:.js=.mjs --log-level=warning \
 && npm prune --omit=dev --no-audit --no-fund \
 && mv node_modules/better-sqlite3/build/Release/better_sqlite3.node /tmp/ \
 && rm -rf node_modules/better-sqlite3/build node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
 && mkdir -p node_modules/better-sqlite3/build/Release \
 && mv /tmp/better_sqlite3.node node_modules/better-sqlite3/build/Release/

# --- runtime: Node and the built site only, as the unprivileged `node` user ---
FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the app: only /data is writable.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME /data
EXPOSE 3000
# Slim images have no curl: Node's own fetch asks /healthz (200 once the database is open).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same as `npm run serve`; node is PID 1 and shuts down gracefully on SIGTERM (docker stop).
CMD ["node", "dist/server/main.mjs"]
