# Local stand-in for the official nginx image: Debian bookworm (mmdebstrap, minbase) + Debian's
# nginx, laid out as upstream (/etc/nginx/{nginx.conf,mime.types,conf.d}, /usr/share/nginx/html,
# user nginx uid 101, curl) so docker/web.Dockerfile builds on it unchanged.
FROM scratch
ADD rootfs.tar /
RUN printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d \
  && apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/sites-available \
  && groupadd --system --gid 101 nginx \
  && useradd --system --uid 101 --gid nginx --no-create-home --home-dir /nonexistent --shell /bin/false nginx \
  && mkdir -p /etc/nginx/conf.d /usr/share/nginx/html \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log \
  && nginx -v
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
