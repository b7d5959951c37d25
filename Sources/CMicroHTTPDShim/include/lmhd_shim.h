#ifndef LMHD_SHIM_H
#define LMHD_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// The fixed parameters of `lmhd_start_daemon`: Swift cannot call the variadic `MHD_start_daemon`.
typedef struct lmhd_daemon_config {
    /// `MHD_FLAG` bits (I/O model, suspend/resume, IPv6).
    unsigned int flags;
    /// The address to bind, or NULL for every address on `port`.
    const struct sockaddr *address;
    /// Host-order port, 0 for an ephemeral one.
    uint16_t port;
    /// I/O threads (`MHD_OPTION_THREAD_POOL_SIZE`); 0 or 1 means one.
    unsigned int thread_pool_size;
    /// Idle seconds before a connection is closed; 0 means never.
    unsigned int connection_timeout;
    /// Concurrent connections; 0 keeps libmicrohttpd's default.
    unsigned int connection_limit;
    /// Per-connection read/write buffer bytes; 0 keeps libmicrohttpd's default.
    size_t connection_memory_limit;
    /// Called for every request (`MHD_AccessHandlerCallback`).
    MHD_AccessHandlerCallback access_handler;
    void *access_handler_cls;
    /// Called when a request ends, however it ends (`MHD_OPTION_NOTIFY_COMPLETED`).
    MHD_RequestCompletedCallback request_completed;
    void *request_completed_cls;
    /// Called when a connection opens and when it closes (`MHD_OPTION_NOTIFY_CONNECTION`); may be NULL.
    MHD_NotifyConnectionCallback notify_connection;
    void *notify_connection_cls;
} lmhd_daemon_config;

/// Starts a daemon from `config` through `MHD_OPTION_ARRAY`; NULL on failure.
struct MHD_Daemon *lmhd_start_daemon(const lmhd_daemon_config *config);

/// The port the daemon listens on (`MHD_DAEMON_INFO_BIND_PORT`), 0 if unknown.
uint16_t lmhd_daemon_port(struct MHD_Daemon *daemon);

/// The socket of a connection (`MHD_CONNECTION_INFO_CONNECTION_FD`), -1 if unknown.
int lmhd_connection_fd(struct MHD_Connection *connection);

/// The pointer the connection-notify callback stored for the connection
/// (`MHD_CONNECTION_INFO_SOCKET_CONTEXT`), NULL if none.
void *lmhd_connection_socket_context(struct MHD_Connection *connection);

/// How many request headers are named `name` (case-insensitive): `MHD_lookup_connection_value`
/// sees only the first, and a repeated `Content-Length` must be refused.
unsigned int lmhd_header_count(struct MHD_Connection *connection, const char *name);

/// `POLLRDHUP`, the poll(2) event of a peer that shut down its side; Swift's Glibc module does not export it.
int lmhd_poll_peer_closed_events(void);

#endif
