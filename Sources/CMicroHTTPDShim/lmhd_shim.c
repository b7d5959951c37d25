#define _GNU_SOURCE
#include "lmhd_shim.h"
#include <poll.h>
#include <strings.h>

struct MHD_Daemon *lmhd_start_daemon(const lmhd_daemon_config *config) {
    struct MHD_OptionItem options[11];
    size_t count = 0;
    options[count++] = (struct MHD_OptionItem){ MHD_OPTION_NOTIFY_COMPLETED,
        (intptr_t)config->request_completed, config->request_completed_cls };
    if (config->notify_connection != NULL) {
        options[count++] = (struct MHD_OptionItem){ MHD_OPTION_NOTIFY_CONNECTION,
            (intptr_t)config->notify_connection, config->notify_connection_cls };
    }
    options[count++] = (struct MHD_OptionItem){ MHD_OPTION_LISTENING_ADDRESS_REUSE, 1, NULL };
    if (config->thread_pool_size > 1) {
        options[count++] = (struct MHD_OptionItem){ MHD_OPTION_THREAD_POOL_SIZE,
            (intptr_t)config->thread_pool_size, NULL };
    }
    options[count++] = (struct MHD_OptionItem){ MHD_OPTION_CONNECTION_TIMEOUT,
        (intptr_t)config->connection_timeout, NULL };
    if (config->connection_limit > 0) {
        options[count++] = (struct MHD_OptionItem){ MHD_OPTION_CONNECTION_LIMIT,
            (intptr_t)config->connection_limit, NULL };
    }
    if (config->connection_memory_limit > 0) {
        options[count++] = (struct MHD_OptionItem){ MHD_OPTION_CONNECTION_MEMORY_LIMIT,
            (intptr_t)config->connection_memory_limit, NULL };
    }
    if (config->address != NULL) {
        options[count++] = (struct MHD_OptionItem){ MHD_OPTION_SOCK_ADDR, 0, (void *)config->address };
    }
    options[count++] = (struct MHD_OptionItem){ MHD_OPTION_END, 0, NULL };
    return MHD_start_daemon(config->flags, config->port, NULL, NULL,
                            config->access_handler, config->access_handler_cls,
                            MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

uint16_t lmhd_daemon_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

int lmhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

void *lmhd_connection_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

typedef struct lmhd_header_count_state {
    const char *name;
    unsigned int count;
} lmhd_header_count_state;

static enum MHD_Result lmhd_count_header(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
    (void)kind;
    (void)value;
    lmhd_header_count_state *state = cls;
    if (key != NULL && strcasecmp(key, state->name) == 0) state->count += 1;
    return MHD_YES;
}

unsigned int lmhd_header_count(struct MHD_Connection *connection, const char *name) {
    lmhd_header_count_state state = { name, 0 };
    MHD_get_connection_values(connection, MHD_HEADER_KIND, lmhd_count_header, &state);
    return state.count;
}

int lmhd_poll_peer_closed_events(void) {
    return POLLRDHUP;
}
