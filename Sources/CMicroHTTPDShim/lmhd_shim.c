#include "lmhd_shim.h"

struct MHD_Daemon *lmhd_start_daemon(const lmhd_daemon_config *config) {
    struct MHD_OptionItem options[10];
    size_t count = 0;
    options[count++] = (struct MHD_OptionItem){ MHD_OPTION_NOTIFY_COMPLETED,
        (intptr_t)config->request_completed, config->request_completed_cls };
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
