# Build: install everything, build the client and compile the server (npm run build).
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# Run: production dependencies and the build (plain JavaScript: dist/server.js, dist/client), the
# maps and the migrations the server reads at start; no build tools, no TypeScript.
FROM node:22-slim
# The map images are rendered at first start (sharp + SVG): their names need fonts.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
# glibc's allocator gives big blocks back when freed (scripts/lib/serverProcess.ts's SERVER_ENV).
ENV NODE_ENV=production PORT=2567 DATA_DIR=/data GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY maps ./maps
COPY server/db/migrations ./server/db/migrations
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 2567
USER node
# The server's V8 flags (scripts/lib/serverProcess.ts, docs/capacity.md).
CMD ["node", "dist/server.js"]
