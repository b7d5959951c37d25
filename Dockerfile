# syntax=docker/dockerfile:1
# layoutd: build with the official Swift 6 image, run on Debian bookworm-slim.
# scripts/chroot-test.sh builds this runtime stage's root file system with debootstrap and
# reads the runtime packages from the install line below, so keep them on that one line.

FROM swift:6.3-bookworm AS build
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd-dev librsvg2-dev pkg-config libharfbuzz-dev libfontconfig-dev libunibreak-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
RUN swift package resolve
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift build -c release --static-swift-stdlib --product layoutd \
    && install -D "$(swift build -c release --show-bin-path)/layoutd" /out/layoutd

FROM debian:bookworm-slim AS runtime
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libmicrohttpd12 librsvg2-2 libharfbuzz0b libfontconfig1 fontconfig libunibreak1 fonts-inter fonts-dejavu-core fonts-lohit-deva \
    && rm -rf /var/lib/apt/lists/*
RUN groupadd --system --gid 10001 layoutd \
    && useradd --system --uid 10001 --gid layoutd --no-create-home --shell /usr/sbin/nologin layoutd
COPY --from=build /out/layoutd /usr/local/bin/layoutd
USER 10001:10001
ENV LAYOUTD_HOST=0.0.0.0 \
    LAYOUTD_PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD ["/usr/local/bin/layoutd", "healthcheck"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/layoutd"]
CMD ["serve"]
