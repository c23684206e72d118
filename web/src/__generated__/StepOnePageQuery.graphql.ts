/**
 * @generated SignedSource<<7058d59dfd5d1252cb1d20e5457f9c5c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StepOnePageQuery$variables = Record<PropertyKey, never>;
export type StepOnePageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SearchForm_query">;
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "05ed32b0343502904807df1aa53bee51",
    "id": null,
    "metadata": {},
    "name": "StepOnePageQuery",
    "operationKind": "query",
    "text": "query StepOnePageQuery {\n  ...SearchForm_query\n}\n\nfragment LocationSelect_locations on Location {\n  databaseId\n  name\n  city\n  isOtherPlace\n}\n\nfragment SearchForm_query on Query {\n  publicLocations {\n    databaseId\n    name\n    city\n    openingHours {\n      day\n      kind\n      opens\n      closes\n    }\n    ...LocationSelect_locations\n    id\n  }\n}\n"
  }
};

(node as any).hash = "ad8c07624e579ce5b1e0034541e14f43";

export default node;
