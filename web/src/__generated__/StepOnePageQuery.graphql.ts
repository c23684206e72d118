/**
 * @generated SignedSource<<8286fe4ba99580d289cdb93cb8c04e07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StepOnePageQuery$variables = Record<PropertyKey, never>;
export type StepOnePageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FrontLocations_query" | "SearchForm_query">;
};
export type StepOnePageQuery = {
  response: StepOnePageQuery$data;
  variables: StepOnePageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StepOnePageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SearchForm_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FrontLocations_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StepOnePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Location",
        "kind": "LinkedField",
        "name": "publicLocations",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          },
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
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OpeningHours",
            "kind": "LinkedField",
            "name": "openingHours",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "day",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "opens",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closes",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isOtherPlace",
            "storageKey": null
          },
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
            "name": "address1",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "zip",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "77b1795c545e72586378c583eef355f2",
    "id": null,
    "metadata": {},
    "name": "StepOnePageQuery",
    "operationKind": "query",
    "text": "query StepOnePageQuery {\n  ...SearchForm_query\n  ...FrontLocations_query\n}\n\nfragment FrontLocations_query on Query {\n  publicLocations {\n    databaseId\n    name\n    address1\n    zip\n    city\n    isOtherPlace\n    openingHours {\n      day\n      kind\n      opens\n      closes\n    }\n    id\n  }\n}\n\nfragment LocationSelect_locations on Location {\n  databaseId\n  name\n  city\n  isOtherPlace\n}\n\nfragment SearchForm_query on Query {\n  publicLocations {\n    databaseId\n    name\n    city\n    openingHours {\n      day\n      kind\n      opens\n      closes\n    }\n    ...LocationSelect_locations\n    id\n  }\n}\n"
  }
};

(node as any).hash = "b3e384d7e500e88588a88ea5b5f4e534";

export default node;
