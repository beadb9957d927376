// A self-signed certificate for 127.0.0.1 and localhost, for tests that need a TLS socket.
// Test-only: made with openssl for this purpose, trusted by nothing but the tests that pass it as `ca`.
export const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg65hJ18xi0BknYd0L
K5P8A+9EXKilX6WtkELfHZsyOqGhRANCAAQ+v8F9Dlwyd49lxJnsRT9NxZoJKCyZ
HYChjUl0q14v7A9GcwFa5yvQOxRkyqEUk2bPMD7tOy5yuebqHZd4MF6F
-----END PRIVATE KEY-----`;

export const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUQps89evlK7a1pbZqWThxrlvxY9owCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNjIzNTcyOFoYDzIxMjYxMTAy
MjM1NzI4WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQ+v8F9Dlwyd49lxJnsRT9NxZoJKCyZHYChjUl0q14v7A9GcwFa5yvQ
OxRkyqEUk2bPMD7tOy5yuebqHZd4MF6Fo28wbTAdBgNVHQ4EFgQU1d5jGZIImQyK
+bnWbqapTN14Dt8wHwYDVR0jBBgwFoAU1d5jGZIImQyK+bnWbqapTN14Dt8wDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDSAAwRQIhANsR2mKXC3p6Dy37VJiCZU6BKfI8u3wzN0qWByaFNp0rAiB/
TnbwO2I8L/VY1s7SPIGff17sVd5XHj+dn0ZD3qHwTw==
-----END CERTIFICATE-----`;
