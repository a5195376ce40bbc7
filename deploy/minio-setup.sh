#!/bin/sh
# One-shot set-up of the compose file's MinIO (deploy/compose.yaml, service minio-setup): the
# uploads bucket with versioning (an overwritten or deleted image can be brought back for 30
# days), anonymous reads of single objects only (no listing: the store links images by key),
# and an access key for the store that may touch this bucket alone. Safe to run again.
set -eu
bucket="${S3_BUCKET:?}"
mc alias set local http://minio:9000 "${MINIO_ROOT_USER:?}" "${MINIO_ROOT_PASSWORD:?}"
mc mb --ignore-existing "local/$bucket"
mc version enable "local/$bucket"
# Replaces the bucket's lifecycle as a whole, so a second run adds nothing.
mc ilm import "local/$bucket" <<'LIFECYCLE'
{"Rules": [{"ID": "old-versions-30-days", "Status": "Enabled", "Filter": {"Prefix": ""},
  "NoncurrentVersionExpiration": {"NoncurrentDays": 30}}]}
LIFECYCLE
mc anonymous set download "local/$bucket"

cat > /tmp/store-policy.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$bucket/*"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:ListBucket", "s3:GetBucketLocation"],
      "Resource": ["arn:aws:s3:::$bucket"]
    }
  ]
}
POLICY
mc admin policy create local store-uploads /tmp/store-policy.json
mc admin user add local "${S3_ACCESS_KEY_ID:?}" "${S3_SECRET_ACCESS_KEY:?}"
# Attaching twice is an error that changes nothing.
mc admin policy attach local store-uploads --user "$S3_ACCESS_KEY_ID" 2>/dev/null || true
echo "minio-setup: bucket $bucket ready for $S3_ACCESS_KEY_ID"
