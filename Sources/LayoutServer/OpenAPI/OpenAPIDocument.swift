/// The repository's `openapi.yaml`, compiled into the binary so `GET /openapi.yaml` works from any directory.
///
/// `yaml` is written by `scripts/embed-openapi.sh` into `OpenAPIDocument+Generated.swift`;
/// a test fails whenever it differs from the file.
enum OpenAPIDocument {}
