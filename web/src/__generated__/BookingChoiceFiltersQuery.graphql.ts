/**
 * @generated SignedSource<<f28c2ea9dbf47ffb088731007aa7974c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BookingChoiceFiltersQuery$variables = {
  slug: string;
};
export type BookingChoiceFiltersQuery$data = {
  readonly account: {
    readonly bookingProductChoices: ReadonlyArray<{
      readonly databaseId: number;
      readonly licensePlate: string | null | undefined;
      readonly name: string;
    }>;
    readonly bookingRentalOptionChoices: ReadonlyArray<{
      readonly databaseId: number;
      readonly title: string;
    }>;
  };
};
export type BookingChoiceFiltersQuery = {
  response: BookingChoiceFiltersQuery$data;
  variables: BookingChoiceFiltersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "RentalOptionChoice",
  "kind": "LinkedField",
  "name": "bookingRentalOptionChoices",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ProductChoice",
  "kind": "LinkedField",
  "name": "bookingProductChoices",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licensePlate",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BookingChoiceFiltersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BookingChoiceFiltersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d7093ea7f12caeebc467df7de99b0a22",
    "id": null,
    "metadata": {},
    "name": "BookingChoiceFiltersQuery",
    "operationKind": "query",
    "text": "query BookingChoiceFiltersQuery(\n  $slug: String!\n) {\n  account(slug: $slug) {\n    bookingRentalOptionChoices {\n      databaseId\n      title\n    }\n    bookingProductChoices {\n      databaseId\n      name\n      licensePlate\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "8664bdc06ec929aa929e0eebda5acedf";

export default node;
