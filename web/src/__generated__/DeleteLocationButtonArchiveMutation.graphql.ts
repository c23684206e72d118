/**
 * @generated SignedSource<<4f50922cf0b99be72dd7cda87dcbbf49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LocationStatus = "archived" | "draft" | "private" | "public" | "%future added value";
export type UpdateLocationInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  airportCode?: string | null | undefined;
  aliases?: ReadonlyArray<string> | null | undefined;
  city?: string | null | undefined;
  companyId?: string | null | undefined;
  cost?: string | null | undefined;
  country?: string | null | undefined;
  deliveryPrepTimeHours?: string | null | undefined;
  description?: string | null | undefined;
  distanceFromCompanyKm?: string | null | undefined;
  distanceFromCompanyMin?: number | null | undefined;
  externalNote?: string | null | undefined;
  gpsLat?: string | null | undefined;
  gpsLong?: string | null | undefined;
  id: string;
  internalNote?: string | null | undefined;
  maxDeliveryKm?: string | null | undefined;
  name?: string | null | undefined;
  openingHours?: OpeningHoursInput | null | undefined;
  order?: number | null | undefined;
  privateContactName?: string | null | undefined;
  privateEmail?: string | null | undefined;
  privatePhone?: string | null | undefined;
  publicEmail?: string | null | undefined;
  publicPhone?: string | null | undefined;
  region?: string | null | undefined;
  regionCode?: string | null | undefined;
  status?: LocationStatus | null | undefined;
  transportFactor?: string | null | undefined;
  updatedAt: string;
  zip?: string | null | undefined;
};
export type OpeningHoursInput = {
  dropoff?: ReadonlyArray<OpeningDayInput> | null | undefined;
  employees?: ReadonlyArray<OpeningDayInput> | null | undefined;
  pickup?: ReadonlyArray<OpeningDayInput> | null | undefined;
};
export type OpeningDayInput = {
  closed: boolean;
  closes?: string | null | undefined;
  opens?: string | null | undefined;
  weekday: number;
};
export type DeleteLocationButtonArchiveMutation$variables = {
  input: UpdateLocationInput;
};
export type DeleteLocationButtonArchiveMutation$data = {
  readonly updateLocation: {
    readonly __typename: string;
    readonly location?: {
      readonly id: string;
      readonly status: LocationStatus;
      readonly updatedAt: string;
    };
    readonly message?: string;
  };
};
export type DeleteLocationButtonArchiveMutation = {
  response: DeleteLocationButtonArchiveMutation$data;
  variables: DeleteLocationButtonArchiveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateLocation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "location",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateLocationSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteLocationButtonArchiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteLocationButtonArchiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fbf34ac9d2fa6f5f277931aeaf06fc6d",
    "id": null,
    "metadata": {},
    "name": "DeleteLocationButtonArchiveMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteLocationButtonArchiveMutation(\n  $input: UpdateLocationInput!\n) {\n  updateLocation(input: $input) {\n    __typename\n    ... on UpdateLocationSuccess {\n      location {\n        id\n        status\n        updatedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4a0ffc1f0fdc87d79760f9d278c71428";

export default node;
