# Build: install everything and build the client.
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx vite build

# Run: production dependencies, the built client and the TypeScript sources (run through tsx).
FROM node:22-slim
# The map images are rendered at first start (sharp + SVG): their names need fonts.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=2567 DATA_DIR=/data SKIP_CLIENT_BUILD=1
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY shared ./shared
COPY server ./server
COPY maps ./maps
COPY scripts/start.mjs ./scripts/start.mjs
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 2567
USER node
# The V8 heap headroom the load test measures with (scripts/lib/serverProcess.ts, docs/capacity.md).
CMD ["node", "--initial-old-space-size=1024", "scripts/start.mjs"]
