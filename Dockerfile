# One image per service: docker build --build-arg APP=series-manager -t arrstack/series-manager .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG APP
RUN test -n "$APP" || (echo "build arg APP is required (e.g. series-manager)" && exit 1)
RUN npm install -g pnpm@10.34.9
WORKDIR /src
COPY . .
ENV TURBO_TELEMETRY_DISABLED=1
RUN pnpm install --frozen-lockfile \
 && pnpm exec turbo run build --filter=@arrstack/${APP}... \
 && pnpm --filter=@arrstack/${APP} deploy --prod --legacy /out

FROM ${NODE_IMAGE}
ARG APP
ENV NODE_ENV=production ARRSTACK_DATA_DIR=/data
WORKDIR /app
COPY --from=build /out ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||'')+'/ping').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/main.js"]
