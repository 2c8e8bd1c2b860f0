// Types of /files/* (SPEC §7). The API has no files routes yet: these follow the spec.

/** SPEC §3 physical file: POST /files/get-urls answers a list of these. */
export interface FileUrl {
  physicalFileId: number;
  fileUrl: string;
}

/** POST /files/get-urls: at most 10 ids per request. */
export interface GetFileUrlsRequest {
  physicalFileIds: number[];
}
