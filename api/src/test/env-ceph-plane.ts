// The api-ceph project: the S3 client suites written against startS3World run on Ceph RGW (a
// throw-away cluster per file, scripts/ceph-test-cluster.sh) instead of the embedded gateway.
process.env.STORAGE_TEST_PLANE = 'ceph';
