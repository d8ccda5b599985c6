# Local stand-in for the official debian:bookworm-slim image (the acme service's base): the Debian
# bookworm root check-images.sh makes with mmdebstrap (minbase), as upstream.
FROM scratch
ADD rootfs.tar /
RUN printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
CMD ["bash"]
